/** Debian's Chromium with flags that work headless on a closed network, as root too. */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

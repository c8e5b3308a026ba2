/**
 * The scripts a page announces once it has painted: the module preloads its loader script adds to the head
 * (app/lib/scripts-after-paint.server.ts), in order. None for a page without that loader.
 */
export function announcedScripts(html: string): string[] {
  const list = /const preloads=(\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

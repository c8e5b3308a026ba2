/** The first focusable element of every page; pages render <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-lg focus:bg-white focus:px-4 focus:font-semibold focus:text-brand-700 focus:shadow-lg focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
    >
      Skip to main content
    </a>
  );
}

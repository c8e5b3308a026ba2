/** The first focusable element of every page; pages render <main id="main">. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Skip to main content
    </a>
  );
}

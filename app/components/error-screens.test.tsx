import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ErrorBoundary } from "../root";

function renderBoundary(error: unknown) {
  return renderToString(
    <MemoryRouter>
      <ErrorBoundary error={error} params={{}} />
    </MemoryRouter>,
  );
}

describe("root error boundary", () => {
  it("shows the crash fallback with Go Home and Continue Shopping for an unexpected error", () => {
    const html = renderBoundary(new Error("database exploded"));
    expect(html).toContain("Something went wrong");
    expect(html).toMatch(/href="\/"[^>]*>Go Home/);
    expect(html).toMatch(/href="\/shop"[^>]*>Continue Shopping/);
    expect(html).not.toContain("database exploded");
  });

  it("shows the not-found screen for a 404 route error", () => {
    const html = renderBoundary({ status: 404, statusText: "Not Found", internal: false, data: null });
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("404");
  });
});

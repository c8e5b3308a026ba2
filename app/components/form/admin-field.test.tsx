import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { adminField } from "~/components/admin/admin-ui";

import { AdminField } from "./admin-field";

// The kit reads the page's language from its address, as it does inside the app.
const render = (field: ReactElement) => renderToStaticMarkup(<MemoryRouter>{field}</MemoryRouter>);

describe("the form kit's back-office field", () => {
  it("ties the control to its hint and its message with the kit's ids", () => {
    const html = render(
      <AdminField id="brand-name" name="name" label="Name" hint="Shown in the shop." error="Enter a name.">
        {(props) => <input className={adminField.input} {...props} />}
      </AdminField>,
    );
    expect(html).toContain(
      '<label for="brand-name" class="mb-1 block text-sm font-medium text-slate-800">Name',
    );
    expect(html).toContain(
      'id="brand-name" aria-invalid="true" aria-describedby="brand-name-hint brand-name-error" name="name"',
    );
    expect(html).toContain(
      '<p id="brand-name-hint" class="mt-1 text-xs text-slate-600">Shown in the shop.</p>',
    );
    expect(html).toMatch(/<p id="brand-name-error"[^>]*>.*Enter a name\.<\/p>/);
    expect(html).not.toContain('role="alert"');
  });

  it("announces a server's message when asked, and shows nothing for a valid field", () => {
    const announced = render(
      <AdminField
        id="login-password"
        name="password"
        label="Password"
        error="Enter your password."
        announceError
      >
        {(props) => <input type="password" {...props} />}
      </AdminField>,
    );
    expect(announced).toMatch(/<div role="alert"><p id="login-password-error"/);
    const valid = render(
      <AdminField id="login-password" name="password" label="Password" announceError>
        {(props) => <input type="password" {...props} />}
      </AdminField>,
    );
    expect(valid).not.toContain("aria-invalid");
    expect(valid).not.toContain("aria-describedby");
    expect(valid).not.toContain('role="alert"');
  });
});

import { locales } from "~/i18n/locale";
import { customerMessageKinds } from "../../../../db/enums";

export type TemplateRegistration = { kind: string; language: string; sms: string; whatsapp: string };

const languageNames: Record<string, string> = { en: "English", ta: "Tamil" };

/**
 * Every customer update's text as the dealer registers it: a DLT content template for SMS ({#var#}) and a
 * WhatsApp message template ({{1}}), named after the update, per language.
 */
export function MessageTemplates({ templates }: { templates: TemplateRegistration[] }) {
  return (
    <details className="mb-4 rounded-lg bg-white ring-1 ring-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        Message templates to register for SMS (DLT) and WhatsApp
      </summary>
      <div className="space-y-3 px-4 pb-4 text-sm">
        <p className="text-slate-700">
          Register each text exactly as shown. SMS_DLT_TEMPLATE_IDS takes each DLT template id as
          name.language=id, separated by commas; WhatsApp templates are named as below, in the Utility
          category.
        </p>
        <ul className="space-y-3">
          {templates.map((template) => (
            <li key={`${template.kind}.${template.language}`} className="rounded-lg bg-slate-50 p-3">
              <p className="font-mono font-semibold text-slate-900">
                {template.kind}.{template.language}{" "}
                <span className="font-sans font-normal text-slate-600">
                  ({languageNames[template.language]})
                </span>
              </p>
              <p className="mt-1 text-slate-600">SMS</p>
              <p className="break-words text-slate-900">{template.sms}</p>
              <p className="mt-1 text-slate-600">WhatsApp</p>
              <p className="break-words text-slate-900">{template.whatsapp}</p>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

/** Which updates and languages there are, in the order the list shows them. */
export const templateKeys = customerMessageKinds.flatMap((kind) =>
  locales.map((language) => ({ kind, language })),
);

import type { TemplateRegistration } from "../template-registrations.server";

const languageNames: Record<string, string> = { en: "English", ta: "Tamil" };
const englishNames: Record<string, string> = {
  en: "English",
  en_US: "English (US)",
  en_GB: "English (UK)",
};

function Text({ label, lang, children }: { label: string; lang: string; children: string }) {
  return (
    <>
      <dt className="mt-2 text-slate-600">{label}</dt>
      <dd lang={lang} className="break-words text-slate-900">
        {children}
      </dd>
    </>
  );
}

/**
 * Every customer update's text as the dealer registers it: the DLT content template ({#var#}), the MSG91
 * template that points to it (##var1##) and the WhatsApp message template ({{1}}), per language.
 */
export function MessageTemplates({
  templates,
  linkPrefix,
  englishCode,
}: {
  templates: TemplateRegistration[];
  linkPrefix: string;
  /** The English translation's code in WhatsApp Manager (WHATSAPP_ENGLISH_CODE). */
  englishCode: string;
}) {
  return (
    <details className="mb-4 rounded-lg bg-white ring-1 ring-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        Message templates to register for SMS (DLT, MSG91) and WhatsApp
      </summary>
      <div className="space-y-3 px-4 pb-4 text-sm">
        <p className="text-slate-700">
          On the DLT portal, whitelist the link prefix <span className="font-mono">{linkPrefix}</span> as a
          CTA URL and register each SMS text exactly as shown, in the Service Implicit category (Tamil as
          Unicode). In MSG91, create a template with the DLT template id and the MSG91 text, and put its id in
          SMS_TEMPLATE_IDS as name.language=id, separated by commas. WhatsApp templates are named as below, in
          the Utility category, with the language {englishNames[englishCode] ?? englishCode} ({englishCode})
          or Tamil (ta); WHATSAPP_ENGLISH_CODE names the English one.
        </p>
        <ul className="space-y-3">
          {templates.map((template) => (
            <li key={template.key} className="rounded-lg bg-slate-50 p-3">
              <h3 className="font-mono font-semibold text-slate-900">
                {template.key}{" "}
                <span className="font-sans font-normal text-slate-600">
                  ({languageNames[template.language]}; longest SMS {template.longest.characters} characters,{" "}
                  {template.longest.parts} {template.longest.encoding} parts)
                </span>
              </h3>
              <dl>
                <Text label="DLT text" lang={template.language}>
                  {template.dlt}
                </Text>
                <dt className="mt-2 text-slate-600">DLT variables, each at most 30 characters</dt>
                <dd>
                  <ol className="list-decimal pl-5 text-slate-900">
                    {template.variables.map((variable, i) => (
                      <li key={i}>
                        {variable.holds}: {variable.type}
                      </li>
                    ))}
                  </ol>
                </dd>
                <Text label="MSG91 text" lang={template.language}>
                  {template.msg91}
                </Text>
                <Text label="WhatsApp text" lang={template.language}>
                  {template.whatsapp}
                </Text>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

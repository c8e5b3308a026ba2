type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
};

/** The h2 and short intro that open each home page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = "center",
  tone = "light",
}: SectionHeadingProps) {
  const centered = align === "center";
  const dark = tone === "dark";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? (
        <p className={`section-eyebrow ${dark ? "text-brand-100" : "text-brand-700"}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`section-title ${dark ? "text-white" : "text-slate-900"}`}>
        {title}
      </h2>
      {subtitle ? (
        <p className={`section-subtitle ${dark ? "text-brand-50" : "text-slate-600"}`}>{subtitle}</p>
      ) : null}
    </div>
  );
}

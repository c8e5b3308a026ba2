import { useMessageText } from "~/i18n/text";

/**
 * A message for a whole form (not found, refused, too many tries), announced when it appears. A message
 * that travels as its English text is shown in the page's language.
 */
export function FormAlert({ message }: { message?: string | null }) {
  const messageText = useMessageText();
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {messageText(message)}
    </p>
  );
}

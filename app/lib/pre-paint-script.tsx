import { createContext, useContext } from "react";

/**
 * The server render's script marker (content-security-policy.server.ts): a script rendered with it is
 * hashed into the page's policy. Only the server provides it.
 */
export const ScriptMarker = createContext<string | undefined>(undefined);

/**
 * A small script that runs where the parser meets it, before the page is first painted: for what only the
 * browser knows (what localStorage holds) and the first screen should show already. It is the app's own,
 * so the server's render marks it for the policy; the browser keeps the element as it is on hydration.
 */
export function PrePaintScript({ code }: { code: string }) {
  const marker = useContext(ScriptMarker);
  return <script nonce={marker} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}

import type { RequestHandler } from "express";

import { chosenLanguage } from "../app/i18n/language-choice";
import { localePath } from "../app/i18n/locale";

/**
 * A shopper who chose Tamil with the language switch and comes back to the shop's address ("/") gets the
 * Tamil home page. Every other address names its language and is served as it is.
 */
export function languageHome(): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== "/") return next();
    const chosen = chosenLanguage(req.headers.cookie);
    if (!chosen || chosen === "en") return next();
    res.set("Cache-Control", "no-store");
    res.redirect(302, localePath(req.originalUrl, chosen));
  };
}

import { registerTamil, type TamilModule } from "./text";

// Every Tamil namespace, loaded with the server build: server code and server rendering read them at once.
registerTamil(import.meta.glob<TamilModule>("/app/**/texts/ta/*.ts", { eager: true }));

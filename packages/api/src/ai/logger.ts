/** The part of a pino logger (Fastify's `app.log`) the AI code uses, so the package needs no logger of its own. */
export type AiLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export const silentLogger: AiLogger = { info() {}, warn() {}, error() {} };

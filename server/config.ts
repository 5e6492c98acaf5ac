import path from 'node:path';
import { z } from 'zod';

/**
 * The server's whole configuration, read once from the environment at start-up. A bad value stops
 * the process with a message naming the variable; nothing else reads process.env.
 */

const port = z.coerce.number().int().min(0).max(65535);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the prerendered site lives (the `client` folder of the React Router build). */
  STATIC_DIR: z.string().min(1).default('build/client'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The public origin, for absolute links in sitemap.xml (defaults to the request's host). */
  PUBLIC_URL: z.url().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  staticDir: string;
  dataDir: string;
  publicUrl: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const parsed = result.data;
  return {
    nodeEnv: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    logLevel: parsed.LOG_LEVEL,
    staticDir: path.resolve(parsed.STATIC_DIR),
    dataDir: path.resolve(parsed.DATA_DIR),
    publicUrl: parsed.PUBLIC_URL,
  };
}

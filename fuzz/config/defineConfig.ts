import type { ToolfuzzConfig } from './toolfuzzConfig.ts';

/** Types a config file's default export (`export default defineConfig({ runs: 200 })`); returns it unchanged. */
export function defineConfig(config: ToolfuzzConfig): ToolfuzzConfig {
  return config;
}

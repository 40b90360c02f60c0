// `toolfuzz/config`: what a toolfuzz.config.ts imports.
export { defineConfig } from './defineConfig.ts';
export type { ToolfuzzConfig } from './toolfuzzConfig.ts';

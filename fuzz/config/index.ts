// `toolfuzz/config`: what a toolfuzz.config.ts imports.
export { defineConfig, type ToolfuzzConfig } from './toolfuzzConfig.ts';

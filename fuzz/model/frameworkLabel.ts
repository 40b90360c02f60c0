import type { FrameworkName, FrameworkOrigin } from '../tool/toolUnderTest.ts';

/** Each framework as its users name it. */
const DISPLAY_NAMES: Readonly<Record<FrameworkName, string>> = {
  'ai-sdk': 'AI SDK',
  'openai-agents': 'OpenAI Agents',
  langchain: 'LangChain.js',
  mastra: 'Mastra',
};

/** The framework and the package version it was fuzzed through: `AI SDK (ai 7.0.173)`. */
export function frameworkLabel(origin: FrameworkOrigin): string {
  const pkg = origin.version === undefined ? origin.package : `${origin.package} ${origin.version}`;
  return `${DISPLAY_NAMES[origin.framework] ?? origin.framework} (${pkg})`;
}

/** The converter call and its options in one phrase: `asSchema(inputSchema).jsonSchema: ... {"target":"draft-7"}`. */
export function frameworkConverter(origin: FrameworkOrigin): string {
  const options = origin.options === undefined || Object.keys(origin.options).length === 0 ? '' : ` ${JSON.stringify(origin.options)}`;
  return `${origin.converter}${options}`;
}

/** Everything a report says of a framework tool's origin, one clause each: framework, converter and options, validation path, refusal channel. */
export function frameworkDescription(origin: FrameworkOrigin): string {
  const library =
    origin.library === undefined
      ? ''
      : ` · ${origin.library.version === undefined ? origin.library.library : `${origin.library.library} ${origin.library.version}`}`;
  const provider = origin.provider === undefined ? '' : ` · provider view ${origin.provider}`;
  return `${frameworkLabel(origin)}${library}${provider} · schema by ${frameworkConverter(origin)} · checked by ${origin.validation} · a refusal is ${origin.errorChannel}`;
}

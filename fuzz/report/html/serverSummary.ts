import type { JsonReport } from '../jsonReport.ts';
import { escapeHtml } from './htmlText.ts';

/**
 * The header line of a `toolfuzz mcp` report: the server as it introduced itself (serverInfo name
 * and version, protocol version) and how it was reached (the command and its folder, or the URL),
 * so a reader knows which build of which server the findings are about. Empty for other runs.
 */
export function renderServerSummary(report: JsonReport): string {
  const server = report.server;
  if (server === undefined) return '';
  const { target, serverInfo, protocolVersion } = server;
  const name = [serverInfo?.name, serverInfo?.version].filter((part) => part !== undefined && part !== '').join(' ');
  const reached =
    target.transport === 'stdio'
      ? `started as <code data-server-command>${escapeHtml([target.command, ...target.args].join(' '))}</code> in <code>${escapeHtml(target.cwd)}</code>`
      : target.transport === 'module'
        ? `imported in-process from <code data-server-module>${escapeHtml(target.module)}</code>`
        : `reached at <code data-server-url>${escapeHtml(target.url)}</code>`;
  const parts = [
    `MCP server <b data-server-name>${name === '' ? 'that gave no serverInfo' : escapeHtml(name)}</b>`,
    protocolVersion === undefined
      ? 'no protocol version given'
      : `protocol <code data-protocol-version>${escapeHtml(protocolVersion)}</code>`,
    reached,
  ];
  return `<p class="server" data-server>${parts.join(' · ')}</p>`;
}

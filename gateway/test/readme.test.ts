import { readFile } from 'node:fs/promises';
import { ROUTE_TABLE, type RouteRule } from '../src/domain/route.table.js';

const row = (rule: RouteRule) =>
  `| ${rule.methods?.join(', ') ?? 'any'} | \`${rule.prefix}\` | ${rule.service} | ${rule.policy} | ${rule.rateLimit ?? ''} |`;

/** The README's route table as it must read, from the one table the gateway uses. */
const renderRouteTable = () =>
  ['| method | path (and below) | service | policy | rate limit |', '|---|---|---|---|---|', ...ROUTE_TABLE.map(row)].join('\n');

describe('README', () => {
  it('shows the route table exactly as the gateway applies it', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const section = /<!-- route-table:start -->\n([\s\S]*?)\n<!-- route-table:end -->/.exec(readme)?.[1];
    expect(section).toBe(renderRouteTable());
  });
});

/** pino's numeric levels. */
const LEVEL_NAMES = new Map([
  [10, 'trace'],
  [20, 'debug'],
  [30, 'info'],
  [40, 'warn'],
  [50, 'error'],
  [60, 'fatal'],
]);

/**
 * @typedef {object} LogLine
 * @property {string} level 'info', 'warn', … or '' when the line is not a structured log entry
 * @property {string} text what to show a person (may span several lines, e.g. a stack trace)
 */

/**
 * Turns a pino JSON log line of a service into something a person reads in a terminal; any other
 * line (FerretDB, redis-server, a crash message) is kept as it is.
 * @param {string} line
 * @returns {LogLine}
 */
export function readableLogLine(line) {
  if (!line.startsWith('{')) return { level: '', text: line };
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return { level: '', text: line };
  }
  if (typeof entry !== 'object' || entry === null || typeof entry.level !== 'number') return { level: '', text: line };

  const parts = [];
  if (entry.req && entry.res) {
    const duration = typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)} ms` : '';
    parts.push(`${entry.req.method} ${entry.req.url} ${entry.res.statusCode}${duration}`);
  }
  const error = entry.err ? String(entry.err.stack ?? entry.err.message ?? JSON.stringify(entry.err)) : '';
  // pino-http's own message repeats the request summary; a message taken from the error repeats its stack.
  if (typeof entry.msg === 'string' && entry.msg !== 'request completed' && !error.includes(entry.msg)) parts.push(entry.msg);
  if (error) parts.push(error);
  return { level: LEVEL_NAMES.get(entry.level) ?? String(entry.level), text: parts.join(' ') || line };
}

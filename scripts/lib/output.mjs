/**
 * Colour only where a person reads it: a terminal, unless NO_COLOR is set; FORCE_COLOR wins.
 * @param {NodeJS.WriteStream} stream
 */
function colourEnabled(stream) {
  if (process.env.FORCE_COLOR !== undefined) return process.env.FORCE_COLOR !== '0';
  if (process.env.NO_COLOR !== undefined) return false;
  return stream.isTTY === true;
}

/**
 * Wraps text in an ANSI SGR code (e.g. '31' red, '1' bold) when stdout shows colour.
 * @param {string} code
 * @param {string} text
 */
export function paint(code, text) {
  return colourEnabled(process.stdout) ? `\u001b[${code}m${text}\u001b[0m` : text;
}

export const bold = (/** @type {string} */ text) => paint('1', text);
export const dim = (/** @type {string} */ text) => paint('2', text);
export const red = (/** @type {string} */ text) => paint('31', text);
export const green = (/** @type {string} */ text) => paint('32', text);
export const yellow = (/** @type {string} */ text) => paint('33', text);

/**
 * One line per step of the scripts, so a person sees what is happening and what takes time.
 * @param {string} message
 */
export function step(message) {
  process.stdout.write(`${bold(paint('36', '›'))} ${message}\n`);
}

/** @param {number} milliseconds */
export function formatDuration(milliseconds) {
  const seconds = milliseconds / 1000;
  if (seconds < 59.95) return `${seconds.toFixed(1)} s`;
  // Rounded as a whole before it is split: 599.6 s is 10 min 0 s, not 9 min 60 s.
  const wholeSeconds = Math.round(seconds);
  return `${Math.floor(wholeSeconds / 60)} min ${wholeSeconds % 60} s`;
}

/**
 * Prints why a script stopped and sets its exit code (without cutting off pending output).
 * @param {unknown} error
 * @param {number} [exitCode]
 */
export function reportFailure(error, exitCode = 1) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`\n${red('✘')} ${message}\n`);
  process.exitCode = exitCode;
}

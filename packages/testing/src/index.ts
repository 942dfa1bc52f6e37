export * from './edition-stub.js';
export * from './infrastructure.js';
export * from './names.js';
export * from './ports.js';
export * from './processes.js';
export * from './repo.js';
export * from './smtp-sink.js';
export * from './tokens.js';

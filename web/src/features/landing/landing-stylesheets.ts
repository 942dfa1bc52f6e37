/*
 * The landing components' stylesheets, imported by main.tsx after Mantine's (so that theirs win,
 * as when each component imported its own) to ship with the entry's stylesheet although most of
 * their code loads lazily: a server-rendered page paints styled before that code arrives, and
 * nothing moves when it does. vite.config.ts keeps these imports although their class names go
 * unused here.
 */
import.meta.glob('./components/**/*.module.css', { eager: true });

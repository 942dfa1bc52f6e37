import { Router, type RequestHandler } from 'express';
import { editionSettingsSchema, objectIdSchema, reorderSchema, startNextEditionSchema, yearQuerySchema } from '@trek/contracts';
import { callerOf, parseInput, type AuthGuards } from '@trek/service-kit';
import { COLLECTIONS, COLLECTION_NAMES, type CollectionName } from '../domain/content-collections.js';
import type { ContentDomain } from '../domain/content-context.js';
import { createItem, deleteItem, listItems, reorderItems, replaceItem, updateItem } from '../domain/content-items.js';
import { readEdition, saveEdition, startNextEdition } from '../domain/edition.js';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** Where organizers edit a collection: speakers have their own tab and path. */
const basePathOf = (name: CollectionName) => (name === 'speakers' ? '/api/admin/speakers' : `/api/admin/content/${name}`);

/** Organizers' CRUD of every collection and the edition settings. */
export function adminContentRoutes(domain: ContentDomain, guards: AuthGuards): Router {
  const router = Router();
  const paths = ['/api/admin/content', '/api/admin/speakers', '/api/admin/edition'];
  router.use(paths, guards.requireRole('ORGANIZER'), noStore);

  for (const name of COLLECTION_NAMES) {
    const spec = COLLECTIONS[name];
    const base = basePathOf(name);

    router.get(base, async (req, res) => {
      const year = spec.byYear ? parseInput(yearQuerySchema, req.query).year : undefined;
      res.json(await listItems(domain, name, year));
    });

    router.post(base, async (req, res) => {
      const fields = parseInput(spec.create, req.body);
      res.status(201).json(await createItem(domain, name, fields, callerOf(req).userId));
    });

    if (spec.ordered) {
      router.post(`${base}/reorder`, async (req, res) => {
        const { ids } = parseInput(reorderSchema, req.body);
        res.json(await reorderItems(domain, name, ids, callerOf(req).userId));
      });
    }

    router.patch(`${base}/:id`, async (req, res) => {
      const id = parseInput(objectIdSchema, req.params.id);
      const fields = parseInput(spec.update, req.body);
      res.json(await updateItem(domain, name, id, fields, callerOf(req).userId));
    });

    router.put(`${base}/:id`, async (req, res) => {
      const id = parseInput(objectIdSchema, req.params.id);
      const fields = parseInput(spec.create, req.body);
      res.json(await replaceItem(domain, name, id, fields, callerOf(req).userId));
    });

    router.delete(`${base}/:id`, async (req, res) => {
      await deleteItem(domain, name, parseInput(objectIdSchema, req.params.id), callerOf(req).userId);
      res.status(204).end();
    });
  }

  router.get('/api/admin/edition', async (_req, res) => {
    res.json(await readEdition(domain));
  });

  router.put('/api/admin/edition', async (req, res) => {
    const settings = parseInput(editionSettingsSchema, req.body);
    res.json(await saveEdition(domain, settings, callerOf(req).userId));
  });

  router.post('/api/admin/edition/start-next', async (req, res) => {
    const { fromYear } = parseInput(startNextEditionSchema, req.body);
    res.json(await startNextEdition(domain, fromYear, callerOf(req).userId));
  });

  return router;
}

/**
 * Webhooks: the deliveries the sandbox made (GET /workbench/webhooks/deliveries, the host page's
 * panel), and a scheduled webhook run now (POST /workbench/webhooks/scheduled/<id>/run).
 */
import express, { Request, Response } from 'express';
import type { Sandbox } from '../../sandbox';

/** `sandboxOf` gives the sandbox (made on first use: serve/parts.ts). */
export function webhookRoutes(sandboxOf: () => Sandbox): express.Router {
  const router = express.Router();
  router.get('/workbench/webhooks/deliveries', (req: Request, res: Response) => {
    res.json({ deliveries: sandboxOf().webhookDeliveries() });
  });
  router.post('/workbench/webhooks/scheduled/:id/run', (req: Request<{ id: string }>, res: Response) => {
    const id = /^[1-9][0-9]{0,15}$/.test(req.params.id) ? Number(req.params.id) : NaN;
    const delivery = isNaN(id) ? undefined : sandboxOf().runScheduledWebhook(id);
    if (!delivery) return res.status(404).json({ error: `No ScheduledWebhooks object has id ${req.params.id.slice(0, 40)}` });
    return res.status(202).json({ delivery });
  });
  return router;
}

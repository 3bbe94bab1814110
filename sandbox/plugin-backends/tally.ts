/**
 * The example plugin backend, namespace `tally`: named counters kept per workspace, and a
 * summary of the workspace's forms. Reached at /plugins/workspaces/<workspaceId>/tally/...
 * It answers through its context (`context.reply`, `context.error`), as a backend kept outside
 * the sandbox does: it imports only the type.
 */
import type { PluginContext } from '../plugins/backend';

export const plugin = {
  name: 'Tally',
  description: 'Counts things per workspace (the sandbox example plugin backend)'
};

const NAME = /^[a-z0-9-]{1,40}$/;

function counterName(context: PluginContext): string {
  const name = context.params.name;
  if (!NAME.test(name)) {
    throw context.error(400, 'A counter name is 1 to 40 lower-case letters, digits or dashes.',
      `A counter name is 1 to 40 lower-case letters, digits or dashes; got ${JSON.stringify(name.slice(0, 40))}`);
  }
  return name;
}

function readCounter(context: PluginContext, name: string): number {
  const value = context.storage.get(`counter:${name}`);
  return typeof value === 'number' ? value : 0;
}

function step(context: PluginContext): number {
  const body = context.body;
  const by = body && typeof body === 'object' && 'by' in body ? (body as { by: unknown }).by : 1;
  if (typeof by !== 'number' || !Number.isInteger(by) || Math.abs(by) > 1000000) {
    throw context.error(400, 'The step must be a whole number from -1,000,000 to 1,000,000.', 'by must be an integer from -1000000 to 1000000',
      { by: ['Must be an integer from -1000000 to 1000000'] });
  }
  return by;
}

export const routes = {
  /** The workspace's forms with their record counts. */
  'GET /summary': (context: PluginContext) => {
    const forms = context.store.listAll('Forms').filter((form) =>
      (form.workspace as { id?: number } | undefined)?.id === context.workspaceId);
    return {
      workspaceId: context.workspaceId,
      user: { id: context.user.id },
      forms: forms.map((form) => ({
        id: form.id,
        name: form.name,
        records: context.store.list('FormRecords', [{ attribute: 'form', id: form.id }]).length
      }))
    };
  },
  'GET /counters': (context: PluginContext) => context.storage.keys()
    .filter((key) => key.startsWith('counter:'))
    .map((key) => ({ name: key.slice('counter:'.length), value: context.storage.get(key) })),
  'GET /counters/:name': (context: PluginContext) => {
    const name = counterName(context);
    if (context.storage.get(`counter:${name}`) === undefined) throw context.error(404, `There is no counter named ${name}.`, `No counter is named ${name}`);
    return { name, value: readCounter(context, name) };
  },
  'POST /counters/:name/increment': (context: PluginContext) => {
    const name = counterName(context);
    const isNew = context.storage.get(`counter:${name}`) === undefined;
    const value = readCounter(context, name) + step(context);
    context.storage.set(`counter:${name}`, value);
    return context.reply(isNew ? 201 : 200, { name, value });
  },
  'PUT /counters/:name': (context: PluginContext) => {
    const name = counterName(context);
    const value = context.body && typeof context.body === 'object' ? (context.body as { value?: unknown }).value : undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw context.error(400, 'The value must be a whole number.', 'The body must be { "value": <integer> }', { value: ['Must be an integer'] });
    }
    context.storage.set(`counter:${name}`, value);
    return { name, value };
  },
  'DELETE /counters/:name': (context: PluginContext) => {
    const name = counterName(context);
    if (!context.storage.delete(`counter:${name}`)) throw context.error(404, `There is no counter named ${name}.`, `No counter is named ${name}`);
    return undefined;
  }
};

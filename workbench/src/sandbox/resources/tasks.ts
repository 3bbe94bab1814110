/** Tasks and task lists: their attributes checked against the task statuses and priorities. */
import { Environment, Prepared, ResourceBehavior } from '../api/environment';
import { ValidationErrors } from '../envelopes';
import { dateError, integerError, textError } from '../checks';
import { isPlainObject } from '#core';

function statuses(env: Environment): string[] {
  return env.store.list('TaskStatuses', []).map((status) => String(status.status));
}

function priorities(env: Environment): number[] {
  return env.store.list('TaskPriorities', []).map((priority) => Number(priority.priority));
}

/** An integer written as text (a form post's or an XML body's `priority=3`) is taken as its number, as Zengine took it. */
function integerOf(value: unknown): unknown {
  return typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : value;
}

export const tasks: ResourceBehavior = {
  prepare(input, existing, _collection, env): Prepared {
    const errors: ValidationErrors = {};
    const taskError = textError(input.task, { required: !existing || 'task' in input, max: 1000 });
    if (taskError) errors.task = [taskError];
    if (!existing && !isPlainObject(input.workspace)) errors['workspace.id'] = ['Is required'];
    const data = { ...input };
    if ('priority' in data) data.priority = integerOf(data.priority);
    if ('order' in data) data.order = integerOf(data.order);
    if (!existing) {
      if (data.status === undefined) data.status = 'open';
      if (data.priority === undefined) data.priority = priorities(env)[0] || 1;
    }
    if (data.status !== undefined && statuses(env).indexOf(String(data.status)) === -1) {
      errors.status = [`Must be one of ${statuses(env).join(', ')}`];
    }
    if (data.priority !== undefined && priorities(env).indexOf(data.priority as number) === -1) {
      errors.priority = [`Must be one of ${priorities(env).join(', ')}`];
    }
    if (data.due !== undefined && data.due !== null) {
      const error = dateError(data.due);
      if (error) errors.due = [error];
    }
    if (data.order !== undefined) {
      const error = integerError(data.order, { min: 0, max: 1000000 });
      if (error) errors.order = [error];
    }
    return { data, errors };
  }
};

export const taskLists: ResourceBehavior = {
  hasMany: { tasks: { resource: 'Tasks', attribute: 'taskList' } },
  prepare(input, existing): Prepared {
    const errors: ValidationErrors = {};
    const error = textError(input.name, { required: !existing || 'name' in input, max: 200 });
    if (error) errors.name = [error];
    if (!existing && !isPlainObject(input.workspace)) errors['workspace.id'] = ['Is required'];
    return { data: input, errors };
  }
};

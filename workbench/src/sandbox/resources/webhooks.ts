/**
 * Webhooks and scheduled webhooks: a `secretKey` made on create (sent as X-Zengine-Webhook-Key
 * with every delivery, as Zengine did), active unless `isActive: false`, a `url` to POST to.
 */
import { Prepared, ResourceBehavior } from '../api/environment';
import { ValidationErrors } from '../envelopes';
import { JsonObject } from '../store';
import { newSecretKey } from '../webhooks/dispatcher';
import { FREQUENCIES, readTime } from '../webhooks/schedule';

function prepareCommon(input: JsonObject, existing: JsonObject | undefined, errors: ValidationErrors): JsonObject {
  const data = { ...input };
  delete data.secretKey;
  if (!existing) {
    data.secretKey = newSecretKey();
    if (data.isActive === undefined) data.isActive = true;
  }
  if (!existing || 'url' in input) {
    if (typeof data.url !== 'string' || !/^https?:\/\/\S+$/i.test(data.url)) {
      errors.url = ['Is required: the http(s) URL the webhook POSTs to'];
    }
  }
  if ('isActive' in input && typeof data.isActive !== 'boolean') errors.isActive = ['Must be true or false'];
  return data;
}

export const webhooks: ResourceBehavior = {
  prepare(input, existing): Prepared {
    const errors: ValidationErrors = {};
    const data = prepareCommon(input, existing, errors);
    if (!existing && data.resource === undefined) data.resource = 'records';
    return { data, errors };
  }
};

export const scheduledWebhooks: ResourceBehavior = {
  prepare(input, existing): Prepared {
    const errors: ValidationErrors = {};
    const data = prepareCommon(input, existing, errors);
    if (!existing && data.frequency === undefined) data.frequency = 'daily';
    if (data.frequency !== undefined && FREQUENCIES.indexOf(String(data.frequency)) === -1) {
      errors.frequency = [`Must be one of ${FREQUENCIES.join(', ')}`];
    }
    if (data.start !== undefined && data.start !== null && data.start !== '' && isNaN(readTime(data.start))) {
      errors.start = ['Must be a date and time such as 2024-05-01T09:00:00'];
    }
    return { data, errors };
  }
};

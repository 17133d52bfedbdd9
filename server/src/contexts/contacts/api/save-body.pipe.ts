import { Injectable, type PipeTransform, type Type } from '@nestjs/common';
import { contactSaveBody } from '@kollab/contracts';
import { apiValidationPipe } from '../../../core/http/validation.pipe';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body of a contact or person save: normalised as seed §5 says (`contactSaveBody`:
 * empties stripped, recursively on create, at the top level on update), then validated
 * against `input` like every body. Use it on a parameter typed as an interface, so the
 * global validation pipe leaves the raw body to this one.
 */
@Injectable()
export class SaveBodyPipe implements PipeTransform {
  private readonly validation = apiValidationPipe();

  constructor(
    private readonly input: Type,
    private readonly mode: 'create' | 'update',
  ) {}

  transform(value: unknown): Promise<unknown> {
    const body = isObject(value) ? contactSaveBody(value, this.mode) : value;
    return this.validation.transform(body, { type: 'body', metatype: this.input });
  }
}

/**
 * @cfworker/json-schema with its compilations counted: the benchmark resolves the
 * library's import of the package here. A `Validator` is built once per compiled schema.
 */
import { Validator as CfworkerValidator } from '@cfworker/json-schema';

export * from '@cfworker/json-schema';

export const cfworkerCompilations = { count: 0 };

export class Validator extends CfworkerValidator {
  constructor(...args: ConstructorParameters<typeof CfworkerValidator>) {
    super(...args);
    cfworkerCompilations.count += 1;
  }
}

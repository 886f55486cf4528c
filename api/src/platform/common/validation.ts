import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { canonicalEmail, checkPostcode, codePointLength, isCalendarDate, type FieldValidator } from '@medstaff/domain';
import { Transform } from 'class-transformer';
import { ValidationOptions, registerDecorator, type ValidationArguments } from 'class-validator';
import { assertSafeInput } from './safe-input';

/**
 * Turns an email field into its canonical form (domain `canonicalEmail`: trimmed, Unicode
 * lower case, NFC) before it is validated; the form every lookup, uniqueness check and throttle uses.
 */
export function CanonicalEmail(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? canonicalEmail(value) : value));
}

/** A constraint error item: the shape the sign-up screen reads (`{ property, constraints }`). */
export interface ConstraintError {
  property: string;
  constraints: Record<string, string>;
}

/** Raised by the validation pipe; the filter renders it as messages or as constraint items. */
export class ValidationFailedException extends BadRequestException {
  constructor(
    readonly errors: ConstraintError[],
    readonly asConstraintList: boolean,
  ) {
    super(errors.flatMap((error) => Object.values(error.constraints)));
  }
}

function flatten(errors: ValidationError[], prefix = ''): ConstraintError[] {
  return errors.flatMap((error) => {
    const property = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints ? [{ property, constraints: error.constraints }] : [];
    return [...own, ...flatten(error.children ?? [], property)];
  });
}

const CONSTRAINT_LIST = Symbol('constraintListErrors');
const ACCEPTED_AS_IS = Symbol('acceptedAsIs');

/**
 * A hand-written check for a hot route's body (the market search): a body it accepts is taken
 * as it is, without class-validator; anything else goes through the decorators as before, which
 * then give the same errors. The check must accept only what the decorators accept.
 */
export function AcceptedAsIs(check: (value: unknown) => boolean): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(ACCEPTED_AS_IS, check, target);
  };
}

/** Marks a DTO whose validation errors go out as a list of `{ property, constraints }` items. */
export function ConstraintListErrors(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(CONSTRAINT_LIST, true, target);
  };
}

/**
 * The global validation pipe: whitelist + forbidNonWhitelisted + transform, with errors that the
 * exception filter can translate, and a constraint-list form for DTOs marked with
 * @ConstraintListErrors().
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      exceptionFactory: (errors) => new ValidationFailedException(flatten(errors), false),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Multipart fields (storage/multipart.ts) and path parameters reach the pipe without the body middleware.
    if (metadata.type !== 'custom')
      assertSafeInput(value, metadata.type === 'param' ? 'path' : `request ${metadata.type}`);
    // Path parameters are parsed by their own pipes (ParseIdPipe): the global pipe's `Number()`
    // would turn `0x10`, ` 5` or `5e0` into ids before they could be refused.
    if (metadata.type === 'param') return value;
    const accepted = metadata.metatype
      ? (Reflect.getMetadata(ACCEPTED_AS_IS, metadata.metatype) as ((body: unknown) => boolean) | undefined)
      : undefined;
    if (accepted && metadata.type === 'body' && metadata.metatype && accepted(value)) {
      return Object.assign(new (metadata.metatype as new () => object)(), value);
    }
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      const marked = metadata.metatype && Reflect.getMetadata(CONSTRAINT_LIST, metadata.metatype) === true;
      if (error instanceof ValidationFailedException && marked) throw new ValidationFailedException(error.errors, true);
      throw error;
    }
  }
}

/** The property must equal another property of the same object (password confirmation). */
export function MatchesProperty(property: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'matchesProperty',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
  };
}

/**
 * The text is at most `max` characters long as the database column counts them (code points:
 * `"⚕️"` is two). class-validator's MaxLength does not count variation selectors, so it lets
 * through text that MariaDB refuses and SQLite stores: use this on every text that is stored.
 */
export function MaxChars(max: number, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'maxLength',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [max],
      options: { message: `$property must be shorter than or equal to ${max} characters`, ...options },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || codePointLength(value) <= max,
      },
    });
  };
}

/** The text is a real calendar date or date-time in ISO 8601 (`2027-02-31` is not). */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: '$property must be a valid date (YYYY-MM-DD)', ...options },
      validator: { validate: (value: unknown) => isCalendarDate(value) },
    });
  };
}

/**
 * The value passes one of the shared field validators of `@medstaff/domain` (`checkEmail`,
 * `checkUrl`, `checkEuros(…)`, …), so that the API refuses exactly what the clients' forms refuse.
 * `message` is the key the answer carries (see messages.ts); the validator's own problem key
 * (`email`, `url`, …) names the constraint.
 */
export function Satisfies(
  validator: FieldValidator,
  options: ValidationOptions & { message: string },
): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'satisfies',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => validator(value) === undefined },
    });
  };
}

/**
 * A postcode as the shared `checkPostcode` reads it for the country in another property of the
 * same object (five digits in Germany, a short code elsewhere; no country counts as Germany), so
 * that the API refuses exactly what the clients' forms refuse. Refused as 400 VALIDATION_FAILED.
 */
export function IsPostcodeOf(
  countryProperty: string,
  options: ValidationOptions & { message: string },
): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isPostcode',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [countryProperty],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const country = (args.object as Record<string, unknown>)[args.constraints[0] as string];
          return checkPostcode(typeof country === 'string' ? country : undefined)(value) === undefined;
        },
      },
    });
  };
}

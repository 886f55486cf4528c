import { ArgumentMetadata, BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidationOptions, registerDecorator, type ValidationArguments } from 'class-validator';

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

/**
 * The one way a screen builds a form: react-hook-form, checked with the server's own zod schema
 * (`@contracts/schemas/*`) through `zodResolver`, in the server's words in the current language;
 * a 422 from the server lands under its fields (the first message of each, spec §5), anything else
 * above the form; the submit button is busy while it runs. Lives in the lazy chunks of the
 * screens that have forms (react-hook-form and zod stay out of the first load).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@contracts/zod-messages.ts';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation, type TFunction } from '../i18n/i18n.ts';
import { isServerMessage, serverMessage } from '../i18n/server-messages.ts';
import { ApiError, errorMessage, ValidationError } from './errors.ts';

/** zod's issue, as the per-parse error map receives it. */
type Issue = Parameters<NonNullable<ReturnType<typeof z.config>['customError']>>[0];

/** The message of an issue with no message of its own: the contracts' key, filled with its limits. */
function issueText(issue: Issue): string {
  const key = z.config().customError?.(issue);
  const text = typeof key === 'string' ? key : key?.message;
  const limits = issue as { maximum?: unknown; minimum?: unknown };
  const params: Record<string, number> = {};
  if (typeof limits.maximum === 'number' || typeof limits.maximum === 'bigint')
    params.max = Number(limits.maximum);
  if (typeof limits.minimum === 'number' || typeof limits.minimum === 'bigint')
    params.min = Number(limits.minimum);
  return serverMessage(text && isServerMessage(text) ? text : 'validation.invalid', params);
}

/** Message keys a schema names itself ('product.title_required') become the server's words. */
function translateErrors(errors: FieldErrors): FieldErrors {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message !== 'string')
      translateErrors(error as FieldErrors); // a list's errors
    else if (isServerMessage(error.message)) error.message = serverMessage(error.message);
  }
  return errors;
}

/**
 * A resolver over a contracts schema. The form's values are checked as the user typed them and
 * sent as they are (`raw`): the server parses them again with the same schema.
 */
export function schemaResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  const resolve = zodResolver(schema as z.ZodType<unknown, T>, { error: issueText }, { raw: true });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    return { ...result, errors: translateErrors(result.errors) } as Awaited<ReturnType<Resolver<T>>>;
  };
}

/** The first message under `name` (a field, or a list such as `image_ids`). */
export function messageAt(errors: FieldErrors, name: string): string | undefined {
  const found: unknown = get(errors, name);
  if (!found || typeof found !== 'object') return undefined;
  if ('message' in found && typeof found.message === 'string' && found.message) return found.message;
  for (const nested of Object.values(found))
    if (nested && typeof nested === 'object' && typeof nested.message === 'string') return nested.message;
  return undefined;
}

/** The server's `image_ids[]` / `keywords.0` → `image_ids` / `keywords`. */
const baseName = (name: string) => name.replace(/\[\]$/, '').replace(/\.\d+$/, '');

/** Puts a failed submit where the member sees it; 401/403 are the API client's (sign-in, popup). */
function showFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  t: TFunction,
  fieldOf: (name: string) => string,
) {
  if (error instanceof ValidationError) {
    const known = new Set(Object.keys(form.getValues()));
    let shown = 0;
    let unplaced: string | undefined;
    for (const [name, messages] of Object.entries(error.errors)) {
      const field = fieldOf(baseName(name));
      const message = messages[0];
      if (!message) continue;
      if (!known.has(field.split('.')[0]!)) unplaced ??= message;
      else if (!messageAt(form.formState.errors, field)) {
        form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: shown++ === 0 });
      }
    }
    // A message about something the form has no field for (a stale token…) goes above the form.
    if (unplaced !== undefined || shown === 0)
      form.setError('root.server', { type: 'server', message: unplaced ?? error.message });
    return;
  }
  if (error instanceof ApiError && error.status === 403) return;
  form.setError('root.server', { type: 'server', message: errorMessage(error, t('errors.network')) });
}

export interface ApiFormOptions<T extends FieldValues> {
  /** The server's schema for this form (`@contracts/schemas/…`); a function when it depends on a step. */
  schema: z.ZodType | (() => z.ZodType);
  defaultValues: DefaultValues<T>;
  /** Sends the values (a mutation's `mutateAsync`); a thrown API error is shown by the form. */
  onSubmit: (values: T) => Promise<unknown> | unknown;
  /** The form field that shows a server field's message (`lat` → `place_name`), when they differ. */
  fieldOf?: (serverField: string) => string;
}

type SubmitHandler = ReturnType<UseFormReturn<FieldValues>['handleSubmit']>;

export interface ApiForm<T extends FieldValues> extends UseFormReturn<T> {
  /** The `<form onSubmit>`: checks, sends, shows the errors. */
  submit: SubmitHandler;
  /** Another submit of the same form (a 'send code' button), with the same checks and errors. */
  handle: (send: (values: T) => Promise<unknown> | unknown) => SubmitHandler;
  /** True while the submit runs (the button is busy and disabled). */
  busy: boolean;
  /** The error that belongs to no field (network, 429, a 422 about something not on the form). */
  formError: string | null;
  /** The first message of a field, for `<Field error={…}>`. */
  errorOf: (name: Path<T> | (string & {})) => string | undefined;
  /**
   * Shows a failed call the form makes besides its submit (an image uploaded as it is chosen)
   * where a submit's failure would show: a 422 under its fields (through `fieldOf`), else above.
   */
  fail: (error: unknown) => void;
  /**
   * Sets fields from a control that is not an input (a segmented choice, the area picker, photos),
   * re-checking them once the form has been submitted, as typing does.
   */
  change: (patch: Partial<T>) => void;
}

/** A form over a contracts schema that sends through `onSubmit` (see the file's comment). */
export function useApiForm<T extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  fieldOf = (name) => name,
}: ApiFormOptions<T>): ApiForm<T> {
  const { t } = useTranslation();
  const form = useForm<T>({
    resolver: (values, context, options) =>
      schemaResolver<T>(typeof schema === 'function' ? schema() : schema)(values, context, options),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const handle = (send: (values: T) => Promise<unknown> | unknown) =>
    form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        showFailure(form, error, t, fieldOf);
      }
    });
  return {
    ...form,
    submit: handle(onSubmit),
    handle,
    busy: isSubmitting,
    formError: errors.root?.server?.message ?? null,
    errorOf: (name) => messageAt(errors, name),
    fail: (error) => showFailure(form, error, t, fieldOf),
    change: (patch) => {
      for (const [name, value] of Object.entries(patch))
        form.setValue(name as Path<T>, value, { shouldDirty: true });
      // Rules across fields (price by type, place by pin) are checked again as a whole.
      if (form.formState.isSubmitted) void form.trigger();
    },
  };
}

// The form a field belongs to, without passing it through every layer of a page.
import { createContext, useContext, type ReactNode } from 'react';
import type { Form } from './use-form';

const FormContext = createContext<Form<any> | null>(null);

export function FormProvider({ form, children }: { form: Form<any>; children: ReactNode }) {
  return <FormContext.Provider value={form}>{children}</FormContext.Provider>;
}

export function useFormContext(): Form<any> {
  const form = useContext(FormContext);
  if (!form) throw new Error('field outside FormProvider');
  return form;
}

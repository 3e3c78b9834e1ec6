import { describe, expect, it } from 'vitest';
import { messageKey, reveals, serverProblems, shownProblems, without } from './form-state';

const p = (field: string, code = 'required') => ({ field, code, params: {} });

describe('when a form shows its problems', () => {
  it('follows the language timing (the product’s validation rules)', () => {
    expect(reveals('onChange', 'change')).toBe(true);
    expect(reveals('onBlur', 'change')).toBe(false);
    expect(reveals('onBlur', 'blur')).toBe(true);
    expect(reveals('onSubmit', 'blur')).toBe(false);
    expect(reveals('onSubmit', 'submit')).toBe(true);
    expect(reveals('onChange', 'focus')).toBe(false);
  });

  it('does not treat tabbing past an untouched field as being done with it', () => {
    expect(reveals('onChange', 'blur', false)).toBe(false);
    expect(reveals('onBlur', 'blur', false)).toBe(false);
    expect(reveals('onBlur', 'blur', true)).toBe(true);
    expect(reveals('onChange', 'submit', false)).toBe(true);
  });

  it('shows one problem per revealed field, in form order, the server’s first', () => {
    const order = ['name', 'email', 'phone'];
    const core = [p('phone', 'phone'), p('name'), p('name', 'format')];
    expect(shownProblems(order, core, new Set(['name', 'phone']), {})).toEqual([p('name'), p('phone', 'phone')]);
    expect(shownProblems(order, core, new Set(), { email: p('email', 'email') })).toEqual([p('email', 'email')]);
    expect(shownProblems(order, core, new Set(['name']), { name: p('name', 'format') })).toEqual([p('name', 'format')]);
  });

  it('splits a 422 into the fields it can show and the rest', () => {
    const { byField, other } = serverProblems(['email'], [p('email', 'email'), p('email', 'format'), p('lang', 'invalid_choice')]);
    expect(byField).toEqual({ email: p('email', 'email') });
    expect(other).toEqual([p('lang', 'invalid_choice')]);
  });

  it('uses a form’s refined message where it has one', () => {
    expect(messageKey(p('termsAccepted', 'terms_required'), ['terms_required'], 'assessment')).toBe('validation-terms_required-assessment');
    expect(messageKey(p('termsAccepted', 'terms_required'))).toBe('validation-terms_required');
    const refined = ['terms_required', 'healthDataConsent.terms_required'];
    expect(messageKey(p('healthDataConsent', 'terms_required'), refined, 'assessment')).toBe('validation-terms_required-assessment-healthDataConsent');
    expect(messageKey(p('termsAccepted', 'terms_required'), refined, 'assessment')).toBe('validation-terms_required-assessment');
  });

  it('forgets the server’s complaint about a field once it changes', () => {
    expect(without({ a: 1, b: 2 }, 'a')).toEqual({ b: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { fillEmpty, typedValues, type ControlState } from './typed-values';

const text = (name: string, value: string): ControlState => ({ name, type: 'text', value, checked: false });
const box = (name: string, value: string, checked: boolean, type = 'checkbox'): ControlState => ({ name, type, value, checked });

const EMPTY = { name: '', phone: '', branch: '', symptoms: [] as string[], termsAccepted: false };

describe('what a patient typed before the scripts took over', () => {
  it('is read from the controls, shaped like the form', () => {
    const controls = [
      text('name', 'Chen Mei'),
      text('phone', ''),
      box('branch', 'taipei', false, 'radio'),
      box('branch', 'kaohsiung', true, 'radio'),
      box('symptoms', 'pain', true),
      box('symptoms', 'itching', false),
      box('symptoms', 'growing', true),
      box('termsAccepted', 'on', true),
    ];
    expect(typedValues(controls, EMPTY)).toEqual({ name: 'Chen Mei', branch: 'kaohsiung', symptoms: ['pain', 'growing'], termsAccepted: true });
  });

  it('leaves out empty controls, unknown names and files', () => {
    const controls = [text('name', ''), text('q', 'search'), { name: 'phone', type: 'file', value: 'C:\\fakepath\\a.png', checked: false }];
    expect(typedValues(controls, EMPTY)).toEqual({});
  });
});

describe('when a stored draft comes back', () => {
  it('fills only the fields that are still empty', () => {
    const typed = { ...EMPTY, name: 'Typed Name' };
    expect(fillEmpty(typed, { name: 'Draft Name', phone: '0912-345-678' })).toEqual({ ...EMPTY, name: 'Typed Name', phone: '0912-345-678' });
  });

  it('never empties a field and ignores what the form does not have', () => {
    const typed = { ...EMPTY, phone: '0912' };
    expect(fillEmpty(typed, { phone: '', extra: 'x' } as Partial<typeof EMPTY>)).toEqual(typed);
  });
});

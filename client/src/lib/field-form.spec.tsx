import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useFieldForm } from './field-form';

describe('useFieldForm', () => {
  it('a change sets the field, drops its own message and tells who drops the server’s; the form’s messages win over the server’s', () => {
    const onEdited = vi.fn();
    const { result } = renderHook(() =>
      useFieldForm(() => ({ title: '', type: '' }), { title: ['server: title'], type: ['server: type'] }, onEdited),
    );
    expect(result.current.shown).toEqual({ title: 'server: title', type: 'server: type' });
    act(() => result.current.setMessages({ title: 'form: title' }));
    expect(result.current.shown).toEqual({ title: 'form: title', type: 'server: type' });
    act(() => result.current.change('title', 'Neu'));
    expect(result.current.values).toEqual({ title: 'Neu', type: '' });
    expect(onEdited).toHaveBeenCalledWith('title');
    expect(result.current.shown).toEqual({ title: 'server: title', type: 'server: type' });
  });
});

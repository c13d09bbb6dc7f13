import { useState, type ComponentType, type ReactElement } from 'react';
import { FormField } from '../primitives/form-field';

/** What a controlled field control takes: its value and the callback for a new one. */
type Controlled<TValue> = { value: TValue; onValueChange: (value: TValue) => void };

/**
 * A story's render for a controlled field control (Select, NativeSelect, NumberInput): the control
 * holds its value as a form would, reports each change to the `onValueChange` arg (a spy), and sits
 * in a FormField named `label`, `maxWidth` wide.
 */
export function controlledInField<TArgs extends Controlled<TValue>, TValue = TArgs['value']>(
  Control: ComponentType<TArgs>,
  label: string,
  maxWidth = 280,
): (args: TArgs) => ReactElement {
  return function ControlledInField(args) {
    const [value, setValue] = useState<TValue>(args.value);
    return (
      <div style={{ maxWidth }}>
        <FormField label={label}>
          <Control
            {...args}
            value={value}
            onValueChange={(next: TValue) => {
              setValue(next);
              args.onValueChange(next);
            }}
          />
        </FormField>
      </div>
    );
  };
}

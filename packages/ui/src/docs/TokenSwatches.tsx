import { useEffect, useState } from 'react';

/*
 * Live token tables for the Design tokens docs page: values are read from the computed style of
 * <html>, so the page shows whichever theme the toolbar selects.
 */

function useComputedTokens(names: readonly string[]): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const read = () => {
      const style = getComputedStyle(document.documentElement);
      setValues(Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])));
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, [names]);
  return values;
}

const cell = { padding: '6px 10px', borderBottom: '1px solid var(--fa-color-border)', fontSize: 13 } as const;

export function ColorTokens({ names }: { names: readonly string[] }) {
  const values = useComputedTokens(names);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={{ ...cell, textAlign: 'left' }}>Swatch</th>
          <th style={{ ...cell, textAlign: 'left' }}>Token</th>
          <th style={{ ...cell, textAlign: 'left' }}>Value</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 40,
                  height: 24,
                  borderRadius: 6,
                  border: '1px solid var(--fa-color-border)',
                  background: `var(${name})`,
                }}
              />
            </td>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              <code>{values[name]}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ScaleTokens({
  names,
  kind,
}: {
  names: readonly string[];
  kind: 'space' | 'radius' | 'text' | 'shadow';
}) {
  const values = useComputedTokens(names);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={{ ...cell, textAlign: 'left' }}>Token</th>
          <th style={{ ...cell, textAlign: 'left' }}>Value</th>
          <th style={{ ...cell, textAlign: 'left' }}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <td style={cell}>
              <code>{name}</code>
            </td>
            <td style={cell}>
              <code>{values[name]}</code>
            </td>
            <td style={cell}>
              {kind === 'space' ? (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    height: 12,
                    width: `var(${name})`,
                    background: 'var(--fa-color-primary)',
                    borderRadius: 2,
                  }}
                />
              ) : kind === 'radius' ? (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: 48,
                    height: 32,
                    borderRadius: `var(${name})`,
                    border: '2px solid var(--fa-color-primary)',
                  }}
                />
              ) : kind === 'text' ? (
                <span style={{ fontSize: `var(${name})` }}>Fresh pasta</span>
              ) : (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: 64,
                    height: 36,
                    borderRadius: 8,
                    background: 'var(--fa-color-surface)',
                    boxShadow: `var(${name})`,
                  }}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Label and value rows of the margin dialogs (limits, balances). Each row carries
 * data-fact=<name> so tests read a figure by its meaning, not its position.
 */
export function Facts({ facts, unit }: { facts: readonly (readonly [name: string, label: string, value: string])[]; unit: string }) {
  return (
    <dl className="margin-facts">
      {facts.map(([name, label, value]) => (
        <div key={name} data-fact={name} data-value={value}>
          <dt>{label}</dt>
          <dd>{unit === '' || name === 'interestRate' || value === '--' ? value : `${value} ${unit}`}</dd>
        </div>
      ))}
    </dl>
  );
}

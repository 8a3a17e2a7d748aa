/** @jsxImportSource hono/jsx */
// The floating help button of the public pages: a <details> popover, so it opens and closes without JavaScript.
import type { MarketingHelp } from "./content/help";
import { Icon } from "./icons";

export function HelpButton({ help }: { help: MarketingHelp }) {
  return (
    <details class="help">
      <summary aria-label="Help for this screen">
        <Icon name="circle-help" />
      </summary>
      <div class="help-panel" role="group" aria-labelledby="help-title">
        <h2 id="help-title" class="help-title">
          {help.title}
        </h2>
        <p class="small">{help.text}</p>
        <ol>
          {help.steps.map((s) => (
            <li key={s.text}>{s.link ? <a href={s.link}>{s.text}</a> : s.text}</li>
          ))}
        </ol>
      </div>
    </details>
  );
}

import type { Ref } from 'react';
import { describeUrlWarning } from '../../i18n/describe-url-warning.js';
import { resolveLabels } from '../../i18n/en.js';
import type { LabelOverrides } from '../../i18n/types.js';
import type { UrlAnalysis, UrlWarning } from '../../url/types.js';

/**
 * The full URL as plain text, never a link or anything fetchable before consent (spec: MUST NOT
 * prefetch; MUST show the full URL). The registrable domain is marked and the subdomain muted,
 * so `accounts.google.com.evil.example` reads as evil.example.
 */
export interface UrlTextProps {
  analysis: UrlAnalysis;
  /** The element whose text is the URL (Copy selects it when the clipboard is unavailable). */
  textRef?: Ref<HTMLSpanElement>;
}

/** A replacement must keep the contract: text content exactly `analysis.href`, as text, left to right. */
export function ElicitationUrlText({ analysis, textRef }: UrlTextProps) {
  const { parts } = analysis;
  return (
    // dir="ltr": a URL reads left to right even inside a right-to-left page.
    <span ref={textRef} className="mcpe-UrlConsent-href" dir="ltr" translate="no">
      {parts ? (
        <>
          <span className="mcpe-UrlConsent-scheme">{parts.scheme}</span>
          {parts.userinfo && <span className="mcpe-UrlConsent-userinfo">{parts.userinfo}</span>}
          {parts.subdomain && <span className="mcpe-UrlConsent-subdomain">{parts.subdomain}</span>}
          <mark className="mcpe-UrlConsent-domain">{parts.domain}</mark>
          {parts.port && <span className="mcpe-UrlConsent-port">{parts.port}</span>}
          <span className="mcpe-UrlConsent-rest">{parts.path + parts.query + parts.fragment}</span>
        </>
      ) : (
        analysis.display
      )}
    </span>
  );
}

export interface UrlWarningListProps {
  id: string;
  title: string;
  warnings: UrlWarning[];
  labels?: LabelOverrides;
}

/** Every finding, most serious first, its severity also in (visually hidden) words: never by colour alone (WCAG 1.4.1). */
export function ElicitationUrlWarningList({ id, title, warnings, labels }: UrlWarningListProps) {
  const titleId = `${id}-title`;
  const { severity } = resolveLabels(labels).url;
  return (
    // A group, not a region landmark: a transcript may show several URL requests with the
    // same warnings title, and landmarks must be unique (axe landmark-unique).
    <div id={id} role="group" className="mcpe-UrlConsent-warnings" aria-labelledby={titleId}>
      <h3 id={titleId} className="mcpe-UrlConsent-warningsTitle">
        {title}
      </h3>
      <ul>
        {warnings.map((warning, index) => (
          <li key={`${warning.code}-${index}`} className="mcpe-UrlConsent-warning" data-code={warning.code} data-severity={warning.severity}>
            <span className="mcpe-UrlConsent-severity mcpe-VisuallyHidden">{severity(warning.severity)} </span>
            {describeUrlWarning(warning, labels)}
          </li>
        ))}
      </ul>
    </div>
  );
}

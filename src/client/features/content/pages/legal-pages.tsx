import { LegalDocument } from '../components/legal-document.tsx';
import '../content.css';

export function TermsOfServicePage() {
  return <LegalDocument kind="terms" />;
}

export function PrivacyPolicyPage() {
  return <LegalDocument kind="privacy" />;
}

import { useI18n, stripIsolates } from '../../lib/i18n';
import { toast } from '../../components/ui/toast-store';

/** Optional welcome voice: the speech module loads only when asked for. */
export function WelcomeVoiceButton() {
  const { t, profile } = useI18n();
  const play = async () => {
    const { speakWelcome } = await import('./welcome-voice');
    if (!speakWelcome(stripIsolates(t('home-voice-text')), profile)) toast({ title: t('home-voice-unsupported') });
  };
  return (
    <button type="button" onClick={play} className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm underline underline-offset-4">
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="rtl:-scale-x-100">
        <path d="M11 5 6 9H2v6h4l5 4zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
      </svg>
      {t('home-voice-button')}
    </button>
  );
}

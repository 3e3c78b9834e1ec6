import type { LocaleProfile } from '../../lib/core';

/** Speaks a welcome with the language profile's voice settings (the product’s outgoing calls; warning when unsupported). */
export function speakWelcome(text: string, profile: LocaleProfile): boolean {
  if (!('speechSynthesis' in window) || !window.speechSynthesis || typeof SpeechSynthesisUtterance === 'undefined') {
    console.warn('speech synthesis is not supported; nothing spoken');
    return false;
  }
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = profile.speechLang;
  utterance.rate = profile.speechRate;
  utterance.volume = profile.speechVolume;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

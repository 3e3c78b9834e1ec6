# Privacy and cookie consent banner.
consent-title = Your privacy
consent-body = We use strictly necessary storage to run this site. With your permission we also measure visits anonymously to improve our information for patients. We never use advertising cookies.
consent-analytics-label = Allow anonymous visit statistics
consent-necessary-note = Necessary storage (your language, theme and this choice) is always on.
consent-accept-all = Accept all
consent-necessary-only = Necessary only
consent-customize = Customise
consent-save = Save my choice
consent-saved = Your privacy choice has been saved.
consent-privacy-link = Read the privacy notice

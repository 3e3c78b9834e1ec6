# Search engine titles and descriptions.
seo-home-title = Minimally invasive lipoma and cyst removal in Taipei and Kaohsiung | Lin Clinic
seo-home-description = Lipomas, cysts, skin tumours and moles removed through small incisions under local anaesthesia, with same-day discharge. { $years_experience }+ years, { $cases }+ cases, patients from { $countries }+ countries.

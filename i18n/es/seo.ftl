# Títulos y descripciones para buscadores.
seo-home-title = Extirpación mínimamente invasiva de lipomas y quistes en Taipéi y Kaohsiung | Clínica Lin
seo-home-description = Lipomas, quistes, tumores cutáneos y lunares extirpados con incisiones pequeñas y anestesia local, con vuelta a casa el mismo día. Más de { $years_experience ->
        [one] { $years_experience } año
       *[other] { $years_experience } años
    }, más de { $cases ->
        [one] { $cases } caso
       *[other] { $cases } casos
    } y pacientes de más de { $countries ->
        [one] { $countries } país
       *[other] { $countries } países
    }.

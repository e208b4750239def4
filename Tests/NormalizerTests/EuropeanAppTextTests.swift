import Normalizer
import Testing

/// Short app strings in the European profiles, third session (branch `euro3`): rating stars,
/// compact counts by plural form, case after prepositions, numbers before nouns. Expected strings
/// follow the grammars named in each profile's comments.
@Suite("App text in the European profiles (euro3)")
struct EuropeanAppTextTests {
    @Test(arguments: [
        ("de-DE", "schwarzer Stern", "weißer Stern"), ("fr-FR", "étoile noire", "étoile blanche"),
        ("es-ES", "estrella negra", "estrella blanca"), ("it-IT", "stella nera", "stella bianca"),
        ("pt-PT", "estrela preta", "estrela branca"), ("nl-NL", "zwarte ster", "witte ster"),
        ("sv-SE", "svart stjärna", "vit stjärna"), ("fi-FI", "musta tähti", "valkoinen tähti"),
        ("pl-PL", "czarna gwiazda", "biała gwiazda"), ("cs-CZ", "černá hvězda", "bílá hvězda"),
        ("tr-TR", "siyah yıldız", "beyaz yıldız"), ("hu-HU", "fekete csillag", "fehér csillag"),
        ("bg-BG", "черна звезда", "бяла звезда"), ("ro-RO", "stea neagră", "stea albă"),
    ])
    func ratingStarsAreNamed(_ language: String, _ filled: String, _ empty: String) {
        #expect(say("★★☆", language) == "\(filled) \(filled) \(empty)")
        #expect(say("★★☆", language, .none) == "\(filled) \(filled) \(empty)")
    }

    /// Every European profile names both stars (they were silent).
    @Test(arguments: ["de-DE", "fr-FR", "fr-CA", "es-ES", "es-MX", "ca-ES", "it-IT", "pt-PT", "pt-BR", "nl-NL",
                      "sv-SE", "da-DK", "nb-NO", "fi-FI", "pl-PL", "cs-CZ", "sk-SK", "hr-HR", "uk-UA", "ru-RU",
                      "bg-BG", "ro-RO", "hu-HU", "el-GR", "tr-TR"])
    func everyEuropeanProfileSaysStars(_ language: String) {
        #expect(!say("★", language).isEmpty)
        #expect(!say("☆", language).isEmpty)
        #expect(say("★", language) != say("☆", language))
    }

    @Test(arguments: [
        // Scale words as counted nouns, by CLDR plural category.
        ("2K", "dwa tysiące", "pl-PL"), ("5K", "pięć tysięcy", "pl-PL"), ("22K", "dwadzieścia dwa tysiące", "pl-PL"),
        ("1,2 tys.", "jeden przecinek dwa tysiąca", "pl-PL"), ("2 mln", "dwa miliony", "pl-PL"),
        ("5 mln", "pięć milionów", "pl-PL"), ("2 mld", "dwa miliardy", "pl-PL"),
        ("10 tys. zł", "dziesięć tysięcy złotych", "pl-PL"),
        ("2K", "dva tisíce", "cs-CZ"), ("5K", "pět tisíc", "cs-CZ"), ("2 mld.", "dvě miliardy", "cs-CZ"),
        ("2 mil.", "dva miliony", "cs-CZ"),
        ("2K", "dva tisíce", "sk-SK"), ("5 mil.", "päť miliónov", "sk-SK"), ("2 mld.", "dve miliardy", "sk-SK"),
        ("2K", "dvije tisuće", "hr-HR"), ("5K", "pet tisuća", "hr-HR"), ("2 mil.", "dva milijuna", "hr-HR"),
        ("2K", "δύο χιλιάδες", "el-GR"), ("3K", "τρεις χιλιάδες", "el-GR"),
        ("2K", "две хиляди", "bg-BG"), ("2 млн.", "два милиона", "bg-BG"),
        // One of a scale as the language spells the power (CLDR spell-out of 1000).
        ("1K", "χίλια", "el-GR"), ("1K", "tysiąc", "pl-PL"), ("1 mln", "milion", "pl-PL"), ("1K", "tisíc", "cs-CZ"),
        ("1K", "хиляда", "bg-BG"), ("1K", "одна тисяча", "uk-UA"),
    ])
    func compactCountsByPluralForm(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // The total after "z" (out of) in the genitive, every word of it declined.
        ("3 z 10", "trzy z dziesięciu", "pl-PL"), ("4,5 z 5", "cztery przecinek pięć z pięciu", "pl-PL"),
        ("Zdjęcie 1 z 12", "Zdjęcie jeden z dwunastu", "pl-PL"), ("25 z 100", "dwadzieścia pięć z stu", "pl-PL"),
        ("3 ze 200", "trzy ze dwustu", "pl-PL"), ("1 z 25", "jeden z dwudziestu pięciu", "pl-PL"),
        ("3 z 10", "tři z deseti", "cs-CZ"), ("1 z 25", "jeden z dvaceti pěti", "cs-CZ"), ("3 ze 200", "tři ze dvou set", "cs-CZ"),
        ("3 z 10", "tri z desiatich", "sk-SK"), ("4 z 5", "štyri z piatich", "sk-SK"),
        // Without a count before "z" the number is no total ("z 10 zdjęć" is "from ten photos" in a title).
        ("z 10", "z dziesięć", "pl-PL"),
    ])
    func totalOutOfIsGenitive(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // Two before a plural noun in its gender: the profile's plural endings and noun list.
        ("2 položky", "dvě položky", "cs-CZ"), ("2 videa", "dvě videa", "cs-CZ"), ("2 aplikace", "dvě aplikace", "cs-CZ"),
        ("2 soubory", "dva soubory", "cs-CZ"),
        ("2 položky", "dve položky", "sk-SK"), ("2 videá", "dve videá", "sk-SK"),
        ("2 stavke", "dvije stavke", "hr-HR"), ("2 nove poruke", "dvije nove poruke", "hr-HR"), ("2 dana", "dva dana", "hr-HR"),
        ("2 wiadomości", "dwie wiadomości", "pl-PL"), ("2 aplikacje", "dwie aplikacje", "pl-PL"), ("2 zdjęcia", "dwa zdjęcia", "pl-PL"),
        ("22 strony", "dwadzieścia dwie strony", "pl-PL"),
        // Portuguese: um/uma, dois/duas and the hundreds agree with a feminine noun.
        ("2 fotos", "duas fotos", "pt-PT"), ("1 foto", "uma foto", "pt-PT"), ("1 mensagem", "uma mensagem", "pt-PT"),
        ("2 mensagens", "duas mensagens", "pt-PT"), ("22 notificações", "vinte e duas notificações", "pt-PT"),
        ("200 avaliações", "duzentas avaliações", "pt-BR"), ("2 novas mensagens", "duas novas mensagens", "pt-BR"),
        ("2 dias", "dois dias", "pt-PT"), ("1 dia", "um dia", "pt-BR"), ("2 problemas", "dois problemas", "pt-BR"),
        ("2 de 5", "dois de cinco", "pt-BR"),
        // Nouns whose ending misleads, named in the profile's list.
        ("1 photo", "une photo", "fr-FR"), ("1 musée", "un musée", "fr-FR"), ("1 foto", "una foto", "es-ES"),
        ("1 día", "un día", "es-ES"), ("1 foto", "una foto", "it-IT"), ("1 foto", "una foto", "es-MX"),
    ])
    func countsAgreeWithTheirNoun(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // Bulgarian definite ordinals: the article written after the ordinal's last letters.
        ("3-тия", "третия", "bg-BG"), ("1-вият", "първият", "bg-BG"), ("2-рата", "втората", "bg-BG"),
        ("5-ите", "петите", "bg-BG"), ("на 3-тия ред", "на третия ред", "bg-BG"), ("1-во място", "първо място", "bg-BG"),
        // nb writes the krone before the amount (CLDR "¤ #,##0.00").
        ("kr 1 299,00", "tusen to hundre og nittini kroner", "nb-NO"), ("kr 49,50", "førtini kroner og femti øre", "nb-NO"),
        // A scale letter after a space and a decimal (CLDR's compact patterns with a space).
        ("1.2 K", "én komma to tusen", "nb-NO"), ("1,2 k", "un virgule deux mille", "fr-FR"),
        ("1.2 K", "uno punto dos mil", "es-MX"), ("5 K", "fem K", "nb-NO"),
        // English keeps "2.7 K" as written (kelvins in science text).
        ("2.7 K", "two point seven K", "en-US"),
    ])
    func probedAppStrings(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }

    @Test(arguments: [
        // A dotted ordinal after a preposition, in the case the noun's ending shows.
        ("na 2. miejscu", "na drugim miejscu"), ("po 5. dniu", "po piątym dniu"), ("w 2. edycji", "w drugiej edycji"),
        ("do 3. etapu", "do trzeciego etapu"), ("do 2. rundy", "do drugiej rundy"),
        // Without a preposition, or with a noun in the accusative, the nominative as before.
        ("2. miejsce", "drugie miejsce"), ("na 3. piętro", "na trzecie piętro"),
    ])
    func polishOrdinalAfterPreposition(_ written: String, _ spoken: String) {
        #expect(say(written, "pl-PL") == spoken)
    }

    @Test(arguments: [
        ("ve 2. ročníku", "ve druhém ročníku", "cs-CZ"), ("do 2. kola", "do druhého kola", "cs-CZ"),
        ("do 3. třídy", "do třetí třídy", "cs-CZ"), ("2. místo", "druhé místo", "cs-CZ"),
        ("v 2. ročníku", "v druhom ročníku", "sk-SK"), ("do 3. triedy", "do tretej triedy", "sk-SK"),
    ])
    func czechAndSlovakOrdinalAfterPreposition(_ written: String, _ spoken: String, _ language: String) {
        #expect(say(written, language) == spoken)
    }
}

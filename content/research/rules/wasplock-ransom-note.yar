rule WaspLock_Ransom_Note
{
    meta:
        description = "Fictional WaspLock ransom note (demonstration report)"
        author = "Halcyrion Threat Research"
        date = "2026-09-08"
        tlp = "TLP:CLEAR"

    strings:
        $title = "YOUR FILES ARE LOCKED BY WASPLOCK (DEMO)" ascii wide

    condition:
        filesize < 20KB and $title at 0
}

rule WaspLock_Encryptor
{
    meta:
        description = "Fictional WaspLock encryptor (demonstration report): note name, extension and Run key value"
        author = "Halcyrion Threat Research"
        date = "2026-09-08"
        tlp = "TLP:CLEAR"

    strings:
        $note = "WASP_README.txt" ascii wide
        $extension = ".wasplocked" ascii wide
        $run = "WaspSvcUpdate" ascii wide

    condition:
        uint16(0) == 0x5A4D and filesize < 5MB and 2 of them
}

rule WaspLock_Ransom_Note
{
    meta:
        description = "Fictional WaspLock ransom note (demonstration report)"
        author = "Halcyrion Threat Research"
        date = "2026-09-08"
        modified = "2026-11-29"
        tlp = "TLP:CLEAR"

    strings:
        $title = "YOUR FILES ARE LOCKED BY WASPLOCK (DEMO)" ascii wide

    condition:
        // At the start, or after the byte-order mark Windows writes: UTF-16 (FF FE) or UTF-8 (EF BB BF).
        filesize < 20KB and (
            $title at 0 or
            (uint16(0) == 0xFEFF and $title at 2) or
            (uint16(0) == 0xBBEF and uint8(2) == 0xBF and $title at 3)
        )
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
